// The user's name (a menu for 切换角色 when the user holds several roles) and the 退出登录 button,
// which asks for confirmation first.
import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Dropdown, message, Modal } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import type { UserInfo } from '../../shared/api.ts';
import { loginRedirect } from '../app/routes.ts';
import { useSession } from '../stores/session.ts';

export function UserMenu({ info }: { info: UserInfo }) {
  const [modal, modalHolder] = Modal.useModal();
  const [messageApi, messageHolder] = message.useMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const [current, ...others] = info.roles;

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
      void messageApi.success(`已切换为角色：${role}`);
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
      {others.length > 0 ? (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'current', label: `当前角色：${current ?? ''}`, disabled: true },
              { type: 'divider' },
              ...others.map((r) => ({ key: r, label: `切换为 ${r}` })),
            ],
            onClick: ({ key }) => void switchRole(key),
          }}
        >
          <button type="button" className="topbar-button user-menu" aria-label={`${info.name}，切换角色`}>
            {name}
            <DownOutlined className="user-menu__caret" />
          </button>
        </Dropdown>
      ) : (
        <span className="topbar-text user-menu">{name}</span>
      )}
      <button type="button" className="topbar-button" onClick={logout} aria-label="退出登录">
        <LogoutOutlined />
        <span className="topbar-label">退出登录</span>
      </button>
    </>
  );
}
