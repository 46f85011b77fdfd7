// The bell: total unread (capped 99 → "99+"), and a menu per type that opens message_notification?type=N.
import BellOutlined from '@ant-design/icons/es/icons/BellOutlined';
import Badge from 'antd/es/badge';
import Dropdown from 'antd/es/dropdown';
import { useNavigate } from 'react-router-dom';
import { componentPage } from '../../shared/componentPage.ts';
import type { PageEntry } from '../../shared/schema/types.ts';
import { useIdle } from '../engine/useIdle.ts';
import { BADGE_MAX, badgeText, total, UNREAD_TYPES, useUnreadCounts, useUnreadItems, useUnreadPush } from '../stores/unread.ts';

/** The custom component of 消息通知; pages.json places its page (spec section 2: /home/message_notification). */
export const NOTIFICATION_COMPONENT = 'message_notification';

/** `paused`: a password change is due, and the server answers nothing but 个人设置 until then. */
export function NotificationBell({ uid, pages, paused = false }: { uid: number; pages: PageEntry[]; paused?: boolean }) {
  // Asked for once the page is drawn (engine/useIdle.ts): the counts are not what the user opened the page for.
  const idle = useIdle();
  const live = idle && !paused;
  const counts = useUnreadCounts(live ? uid : null);
  const extra = useUnreadItems(live ? uid : null);
  useUnreadPush(live);
  const navigate = useNavigate();
  const sum = total(counts) + extra.reduce((n, i) => n + i.count, 0);
  const base = componentPage(pages, NOTIFICATION_COMPONENT)?.path;

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          ...UNREAD_TYPES.map(({ type, label }, i) => ({
            key: String(type),
            label: (
              <span className="bell-item" data-type={type}>
                <span>{label}</span>
                <Badge count={counts[i]} overflowCount={BADGE_MAX} showZero color="var(--theme-color)" />
              </span>
            ),
          })),
          // Lines the plugins add (ServerPlugin.unread), each opening its own page.
          ...extra.map((item) => ({
            key: `item:${item.key}`,
            label: (
              <span className="bell-item" data-item={item.key}>
                <span>{item.label}</span>
                <Badge count={item.count} overflowCount={BADGE_MAX} showZero color="var(--theme-color)" />
              </span>
            ),
          })),
        ],
        onClick: ({ key }) => {
          const item = extra.find((i) => `item:${i.key}` === key);
          const to = item ? item.path : base && `${base}?type=${key}`;
          if (to) void navigate(to);
        },
      }}
    >
      <button type="button" className="topbar-button bell" aria-label={sum ? `消息通知，${badgeText(sum)} 条未读` : '消息通知'}>
        {/* The badge mounts with its count: a badge going from none to a count plays antd's zoom, frames of
            work while the user starts typing on the page just drawn. */}
        {sum > 0 ? (
          <Badge count={sum} overflowCount={BADGE_MAX} size="small" className="bell__badge">
            <BellOutlined className="bell__icon" />
          </Badge>
        ) : (
          <BellOutlined className="bell__icon" />
        )}
      </button>
    </Dropdown>
  );
}
