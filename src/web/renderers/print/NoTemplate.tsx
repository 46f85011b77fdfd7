// The empty state of a print page: no template fits this record. Offers to write one when the user may
// open the template form, otherwise says whom to ask.
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Typography from 'antd/es/typography';
import { useNavigate } from 'react-router-dom';
import { canPage } from '../../../shared/permission.ts';
import type { EntitySchema, PrintPage } from '../../../shared/schema/types.ts';
import { usePagePath } from '../../engine/pagePath.ts';
import { useAppMeta, usePrincipal } from '../../engine/session.ts';
import { newTemplateParams, templateFormPage } from './templateLinks.ts';

export function NoTemplate({ schema, entity }: { schema: PrintPage; entity: EntitySchema }) {
  const navigate = useNavigate();
  const meta = useAppMeta();
  const principal = usePrincipal();
  const pagePath = usePagePath();
  const form = meta ? templateFormPage(meta.pages, schema.templateEntity) : undefined;
  const url = form && meta && canPage(principal, meta.menus, form) ? pagePath(form.id, newTemplateParams(schema)) : null;
  return (
    <Result
      status="info"
      title="暂无可用模板"
      subTitle={`还没有适用于该${entity.title}的模板，请先新建并启用模板。`}
      extra={
        <>
          {url ? (
            <Button type="primary" onClick={() => navigate(url)}>
              新建模板
            </Button>
          ) : (
            <Typography.Text type="secondary">请联系管理员在“合同/证书模板”中新建模板。</Typography.Text>
          )}
          <Button onClick={() => navigate(-1)}>返回</Button>
        </>
      }
    />
  );
}
