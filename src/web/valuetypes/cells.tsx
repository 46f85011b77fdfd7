// The list cell and detail display of every value type (registered in registry.ts): most show the value's
// text; a state is a coloured tag, a reference links to its record's detail page when the user may open
// it, an uploaded file or picture links through the checked files route, rich text is its HTML.
import { Link } from 'react-router-dom';
import { FILE_URL_PREFIX } from '../../shared/files.ts';
import type { ValueTypeName } from '../../shared/valuetypes/index.ts';
import { buildPagePath } from '../engine/pagePath.ts';
import { useAppMeta } from '../engine/session.ts';
import { refDetailPage } from '../renderers/shared/refs.ts';
import { StatusTag } from '../renderers/shared/StatusTag.tsx';
import { registerValueRenderers, type ShownValueProps, type ValueRenderer } from './registry.ts';

/** A value's text, or "-" for none. */
const shown = (text: string): string => (text === '' ? '-' : text);

const TEXT: ValueRenderer = { plain: true, chrome: 0, render: ({ text }) => shown(text) };

/** Text that reads a loaded label (dictionary, region): drawn by React, which subscribes to the label. */
const LOOKED_UP: ValueRenderer = { ...TEXT, plain: false };

/** An antd tag's padding and border around a state's title. */
const TAG_CHROME = 18;

const STATUS: ValueRenderer = {
  plain: false,
  chrome: TAG_CHROME,
  drawsEmpty: true,
  pinWithActions: true,
  render: ({ entity, value }) => <StatusTag workflow={entity['x-workflow']} state={typeof value === 'string' ? value : null} />,
};

function ReferenceLink({ entity, field, value, text }: ShownValueProps) {
  const meta = useAppMeta();
  const target = entity.properties[field]?.['x-ref']?.entity;
  const page = target ? refDetailPage(target) : null;
  const to = page && meta ? buildPagePath(meta.pages, page, { id: String(value) }) : null;
  return to ? <Link to={to}>{text}</Link> : <>{shown(text)}</>;
}

const REFERENCE: ValueRenderer = { plain: false, chrome: 0, render: (p) => <ReferenceLink {...p} /> };

/** An uploaded file opens through the checked files route (never any other address a value might hold). */
const upload = (image: boolean): ValueRenderer => ({
  plain: false,
  chrome: 0,
  render: ({ value, text }) =>
    typeof value === 'string' && value.startsWith(FILE_URL_PREFIX) ? (
      <a className={image ? 'field-file field-file--image' : 'field-file'} href={value} target="_blank" rel="noopener noreferrer">
        {image && <img src={value} alt="" loading="lazy" />}
        <span>{text}</span>
      </a>
    ) : (
      shown(text)
    ),
});

// Rich text is stored already rewritten to the shared policy by the server (rules/sanitize.ts).
const RICHTEXT: ValueRenderer = {
  plain: false,
  chrome: 0,
  render: ({ value, text }) => (typeof value === 'string' ? <div className="richtext-view" dangerouslySetInnerHTML={{ __html: value }} /> : shown(text)),
};

const RENDERERS: Record<ValueTypeName, ValueRenderer> = {
  text: TEXT,
  textarea: TEXT,
  integer: TEXT,
  number: TEXT,
  amount: TEXT,
  'amount-capital': TEXT,
  decimal4: TEXT,
  decimal6: TEXT,
  area: TEXT,
  percent: TEXT,
  phone: TEXT,
  'id-card': TEXT,
  'credit-code': TEXT,
  date: TEXT,
  datetime: TEXT,
  'relative-time': TEXT,
  enum: TEXT,
  dict: LOOKED_UP,
  status: STATUS,
  boolean: TEXT,
  region: LOOKED_UP,
  reference: REFERENCE,
  file: upload(false),
  image: upload(true),
  richtext: RICHTEXT,
  serial: TEXT,
};

// A list cell and a detail page show a value alike.
registerValueRenderers('cell', 'cells', RENDERERS);
registerValueRenderers('detail', 'cells', RENDERERS);
