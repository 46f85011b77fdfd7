// The top-level sections the user may see; choosing one opens its first page.
import type { MenuItem, PageEntry } from '../../shared/schema/types.ts';
import { useNavigate } from 'react-router-dom';
import { menuIcon } from './icons.tsx';
import { firstPage, pathOfPage } from './menu-tree.ts';

interface Props {
  sections: MenuItem[];
  pages: PageEntry[];
  current: string | undefined;
}

export function SectionNav({ sections, pages, current }: Props) {
  const navigate = useNavigate();
  return (
    <nav className="section-nav" aria-label="系统模块">
      {sections.map((section) => {
        const path = pathOfPage(pages, firstPage(section));
        const active = section.name === current;
        return (
          <a
            key={section.name}
            href={path ?? '#'}
            className={`section-nav__item${active ? ' is-active' : ''}`}
            aria-current={active ? 'true' : undefined}
            data-section={section.name}
            onClick={(e) => {
              e.preventDefault();
              if (path) navigate(path);
            }}
          >
            {menuIcon(section.icon)}
            <span>{section.title}</span>
          </a>
        );
      })}
    </nav>
  );
}
