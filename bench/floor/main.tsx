// The floor page: ?w=list (a server-paged antd Table) or ?w=form (the franchise form as a plain antd Form).
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createRoot } from 'react-dom/client';
import { FloorForm } from './FloorForm.tsx';
import { FloorList } from './FloorList.tsx';

const which = new URLSearchParams(location.search).get('w');
createRoot(document.getElementById('root')!).render(
  <ConfigProvider locale={zhCN}>{which === 'form' ? <FloorForm /> : <FloorList />}</ConfigProvider>,
);
