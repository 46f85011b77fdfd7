// The tags strip's right-click menu, 105px wide. Keyboard: arrows move, Enter acts, Esc closes; any
// click elsewhere or a scroll closes it too (reference 1.3).
import { useEffect, useRef, type KeyboardEvent } from 'react';

export type MenuAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

const ITEMS: { action: MenuAction; label: string }[] = [
  { action: 'refresh', label: '刷新' },
  { action: 'close', label: '关闭' },
  { action: 'closeOthers', label: '关闭其它' },
  { action: 'closeAll', label: '关闭所有' },
];

interface Props {
  left: number;
  top: number;
  /** Affixed tags have no 关闭 entry. */
  affix: boolean;
  onAction(action: MenuAction): void;
  onDismiss(): void;
}

export function TagsContextMenu({ left, top, affix, onAction, onDismiss }: Props) {
  const ref = useRef<HTMLUListElement>(null);
  const items = ITEMS.filter((i) => !(affix && i.action === 'close'));

  useEffect(() => {
    ref.current?.querySelector('button')?.focus();
    const outside = (e: Event) => {
      if (!ref.current?.contains(e.target as Node)) onDismiss();
    };
    document.addEventListener('mousedown', outside);
    window.addEventListener('scroll', onDismiss, true);
    return () => {
      document.removeEventListener('mousedown', outside);
      window.removeEventListener('scroll', onDismiss, true);
    };
  }, [onDismiss]);

  const onKey = (e: KeyboardEvent) => {
    const buttons = [...(ref.current?.querySelectorAll('button') ?? [])];
    const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (e.key === 'Escape') onDismiss();
    else if (e.key === 'ArrowDown') buttons[(i + 1) % buttons.length]?.focus();
    else if (e.key === 'ArrowUp') buttons[(i - 1 + buttons.length) % buttons.length]?.focus();
    else return;
    e.preventDefault();
  };

  return (
    <ul ref={ref} className="tags-menu" role="menu" style={{ left, top }} onKeyDown={onKey}>
      {items.map((item) => (
        <li key={item.action} role="none">
          <button type="button" role="menuitem" onClick={() => onAction(item.action)}>
            {item.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
