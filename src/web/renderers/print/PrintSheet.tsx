// The A4 sheet: the filled template. The HTML comes from fillTemplate, which escapes every template
// character and value and adds only its own few tags, so it is safe to set as markup.
import './print.css';

export function PrintSheet({ html }: { html: string }) {
  return (
    <article className="print-sheet" aria-label="打印预览">
      <div className="print-doc" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
