// 个人设置 (custom component "account_settings", /home/account_settings): profile and password change.
// When the Change-Pass cookie sent the user here, a notice says why; a successful change clears the
// cookie, which frees every other page again (the user stays here to read the confirmation).
import { Col, message, Row } from 'antd';
import { useState } from 'react';
import type { RendererProps } from '../../engine/types.ts';
import { useSession } from '../../stores/session.ts';
import { mustChangePassword } from './account.ts';
import { PasswordCard } from './PasswordCard.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import './account.css';

export default function AccountSettingsPage(_props: RendererProps) {
  const info = useSession((s) => s.info);
  const [messageApi, messageHolder] = message.useMessage();
  // Read on mount (the page is noCache, so each visit reads the cookie afresh), cleared on success.
  const [forced, setForced] = useState(mustChangePassword);

  if (!info) return null;
  return (
    <div className="account-page">
      {messageHolder}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <ProfileCard info={info} onSaved={(text) => void messageApi.success(text)} />
        </Col>
        <Col xs={24} lg={12}>
          <PasswordCard
            forced={forced}
            onChanged={(text) => {
              void messageApi.success(text);
              setForced(false);
            }}
          />
        </Col>
      </Row>
    </div>
  );
}
