// The user's name (a menu with 个人设置, and 切换角色 when the user holds several roles) and the 退出登录
// button, which asks for confirmation first.
import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import Dropdown from 'antd/es/dropdown';
import message from 'antd/es/message';
import Modal from 'antd/es/modal';
import { useLocation, useNavigate } from 'react-router-dom';
import type { UserInfo } from '../../shared/api.ts';
import { roleTitle } from '../../shared/names.ts';
import type { PageEntry } from '../../shared/schema/types.ts';
import { accountPath } from '../app/account/account.ts';
import { loginRedirect } from '../app/routes.ts';
import { useSession } from '../stores/session.ts';

// Menu keys: a role may be named anything, so roles get a prefix that no fixed entry uses.
const ACCOUNT_KEY = 'account';
const ROLE_KEY = 'role:';

export function UserMenu({ info, pages }: { info: UserInfo; pages: PageEntry[] }) {
  const [modal, modalHolder] = Modal.useModal();
  const [messageApi, messageHolder] = message.useMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const [current, ...held] = info.roles;
  // No role switch while a password change is due: the server refuses it until then.
  const others = info.mustChangePassword === true ? [] : held;
  const menus = useSession((st) => st.meta?.menus);
  const title = (code: string) => roleTitle(menus, code);

  const logout = () => {
    void modal.confirm({
      title: '提示',
      content: '确定注销并退出系统吗？',
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        await useSession.getState().logout();
        navigate(loginRedirect(location.pathname + location.search), { replace: true });
      },
    });
  };

  const switchRole = async (role: string) => {
    try {
      // The store closes all tabs; the routes follow the new principal.
      await useSession.getState().switchRole(role);
      void messageApi.success(`已切换为角色：${title(role)}`);
      navigate('/', { replace: true });
    } catch {
      // the request layer showed the reason
    }
  };

  const name = (
    <>
      <UserOutlined />
      <span className="user-menu__name">{info.name}</span>
    </>
  );

  return (
    <>
      {modalHolder}
      {messageHolder}
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: ACCOUNT_KEY, label: '个人设置', icon: <SettingOutlined /> },
            ...(others.length > 0
              ? [
                  { type: 'divider' as const },
                  { key: 'current', label: `当前角色：${title(current ?? '')}`, disabled: true },
                  ...others.map((r) => ({ key: `${ROLE_KEY}${r}`, label: `切换为${title(r)}` })),
                ]
              : []),
          ],
          onClick: ({ key }) => {
            if (key === ACCOUNT_KEY) {
              const to = accountPath(pages);
              if (to) navigate(to);
            }
            else if (key.startsWith(ROLE_KEY)) void switchRole(key.slice(ROLE_KEY.length));
          },
        }}
      >
        <button type="button" className="topbar-button user-menu" aria-label={`${info.name}，用户菜单`}>
          {name}
          <DownOutlined className="user-menu__caret" />
        </button>
      </Dropdown>
      <button type="button" className="topbar-button" onClick={logout} aria-label="退出登录">
        <LogoutOutlined />
        <span className="topbar-label">退出登录</span>
      </button>
    </>
  );
}
