// The standalone /404 and /401 pages. 返回首页 goes to the root, which leads to the landing page.
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useNavigate } from 'react-router-dom';
import { ROOT_PATH } from './routes.ts';
import { useDocumentTitle } from './title.ts';

const PAGES = {
  404: { title: '404', subTitle: '抱歉，您访问的页面不存在。' },
  401: { title: '401', subTitle: '抱歉，您没有访问该页面的权限，请联系管理员。' },
} as const;

export default function ErrorPage({ status }: { status: 404 | 401 }) {
  const navigate = useNavigate();
  const page = PAGES[status];
  useDocumentTitle(page.title);
  return (
    <main className="error-page">
      <Result
        status={status === 404 ? '404' : '403'}
        title={page.title}
        subTitle={page.subTitle}
        extra={[
          <Button key="home" type="primary" onClick={() => navigate(ROOT_PATH)}>
            返回首页
          </Button>,
          <Button key="back" onClick={() => navigate(-1)}>
            返回上一页
          </Button>,
        ]}
      />
    </main>
  );
}
