// 个人设置 (custom component "account_settings", /home/account_settings): profile and password change.
// While a password change is due (the server's flag in the user info, or the Change-Pass cookie) a notice
// across the page says why every other page leads back here; a successful change lifts it and frees the
// other pages again (the user stays here to read the confirmation).
import Alert from 'antd/es/alert';
import Col from 'antd/es/col';
import message from 'antd/es/message';
import Row from 'antd/es/row';
import { useState } from 'react';
import type { RendererProps } from '../../engine/types.ts';
import { useSession } from '../../stores/session.ts';
import { changePassCookie } from './account.ts';
import { PasswordCard } from './PasswordCard.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import './account.css';

/** Why the change is due: the server says an administrator set the password; the cookie only that one is due. */
const NOTICE = {
  server: '管理员已重置或设置了您的密码。请在「修改密码」中填写该密码作为原密码并设置新密码，修改成功后才能使用其它功能。',
  cookie: '当前账号需要修改密码（例如仍在使用初始密码），修改成功后才能使用其它功能。',
} as const;

export default function AccountSettingsPage(_props: RendererProps) {
  const info = useSession((s) => s.info);
  const [messageApi, messageHolder] = message.useMessage();
  // The cookie is read on mount (the page is noCache, so each visit reads it afresh), cleared on success;
  // the server's flag follows the session.
  const [cookieForced, setCookieForced] = useState(changePassCookie);
  const byServer = info?.mustChangePassword === true;
  const forced = byServer || cookieForced;

  if (!info) return null;
  return (
    <div className="account-page">
      {messageHolder}
      {forced && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          className="account-page__notice"
          title="为了账号安全，请先修改密码"
          description={byServer ? NOTICE.server : NOTICE.cookie}
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <ProfileCard info={info} onSaved={(text) => void messageApi.success(text)} />
        </Col>
        <Col xs={24} lg={12}>
          <PasswordCard
            forced={forced}
            onChanged={(text) => {
              useSession.getState().passwordChanged();
              setCookieForced(false);
              void messageApi.success(forced ? `${text}，现在可以使用其它功能了` : text);
            }}
          />
        </Col>
      </Row>
    </div>
  );
}
