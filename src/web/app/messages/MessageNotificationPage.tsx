// 消息通知 (custom component "message_notification"): tabs for type 1, 2 and 3 (?type=), unread first,
// read/unread state that the bell's badge follows.
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import List from 'antd/es/list';
import Pagination from 'antd/es/pagination';
import Spin from 'antd/es/spin';
import Tabs from 'antd/es/tabs';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MessageRow } from '../../../shared/api.ts';
import { formatTime } from '../../../shared/display/time.ts';
import type { RendererProps } from '../../engine/types.ts';
import { queryKeys } from '../../query/keys.ts';
import { useApiQuery } from '../../query/useApiQuery.ts';
import { useSession } from '../../stores/session.ts';
import { UNREAD_TYPES, useUnreadCounts } from '../../stores/unread.ts';
import { listMessages, markRead, parseType } from './messages.ts';

const PAGE_SIZE = 10;

export default function MessageNotificationPage(_props: RendererProps) {
  const [query, setQuery] = useSearchParams();
  const type = parseType(query.get('type'));
  const uid = useSession((s) => s.info?.userId);
  const counts = useUnreadCounts(uid);
  const [page, setPage] = useState(1);
  // Under the unread prefix: marking read (here, in the bell or elsewhere) refreshes this page with the counts.
  const { data, loading } = useApiQuery(queryKeys.messages(uid ?? '', type, page), () => listMessages(type, page, PAGE_SIZE), {
    enabled: uid !== null && uid !== undefined,
  });

  const read = async (row: MessageRow) => {
    if (row.read) return;
    await markRead({ id: row.id }).catch(() => undefined);
  };

  const readAll = async () => {
    await markRead({ type }).catch(() => undefined);
  };

  return (
    <div className="message-page">
      <Tabs
        activeKey={String(type)}
        onChange={(key) => {
          setPage(1);
          setQuery({ type: key }, { replace: true });
        }}
        tabBarExtraContent={
          <Button onClick={readAll} disabled={counts[type - 1] === 0}>
            全部标为已读
          </Button>
        }
        items={UNREAD_TYPES.map((t, i) => ({
          key: String(t.type),
          label: (
            <Badge count={counts[i]} overflowCount={99} size="small" offset={[10, -2]}>
              {t.label}
            </Badge>
          ),
        }))}
      />
      <Spin spinning={loading}>
        {data && data.list.length === 0 ? (
          <Empty description="暂无消息" />
        ) : (
          <List<MessageRow>
            dataSource={data?.list ?? []}
            renderItem={(row) => (
              <List.Item
                className={row.read ? 'message-row is-read' : 'message-row'}
                actions={[
                  row.read ? (
                    <span key="state" className="message-row__state">
                      已读
                    </span>
                  ) : (
                    <Button key="read" type="link" onClick={() => void read(row)}>
                      标为已读
                    </Button>
                  ),
                ]}
              >
                <List.Item.Meta
                  title={
                    <span>
                      {!row.read && <Badge status="error" className="message-row__dot" />}
                      {row.title}
                    </span>
                  }
                  description={formatTime(row.createdAt, '{y}-{m}-{d} {h}:{i}')}
                />
              </List.Item>
            )}
          />
        )}
      </Spin>
      {data && data.total > PAGE_SIZE && (
        <Pagination
          className="message-page__pager"
          current={page}
          pageSize={PAGE_SIZE}
          total={data.total}
          showSizeChanger={false}
          showTotal={(t) => `共 ${t} 条`}
          onChange={setPage}
        />
      )}
    </div>
  );
}
