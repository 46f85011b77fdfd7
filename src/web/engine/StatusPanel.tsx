// A page-sized state in place of content (a failure, nothing to show), laid out as antd's Result but
// drawn with a few elements and one icon: Result carries its three status illustrations (403, 404, 500)
// and its style into every page that names it, the shell and the list and form renderers among them.
import type { ReactNode } from 'react';
import CheckCircleFilled from '@ant-design/icons/es/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons/es/icons/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons/es/icons/InfoCircleFilled';

export type PanelStatus = 'error' | 'warning' | 'info' | 'success';

const ICONS: Record<PanelStatus, ReactNode> = {
  error: <CloseCircleFilled />,
  warning: <ExclamationCircleFilled />,
  info: <InfoCircleFilled />,
  success: <CheckCircleFilled />,
};

export interface StatusPanelProps {
  status: PanelStatus;
  /** Left out where the message says it all (a failed part of a page). */
  title?: ReactNode;
  subTitle?: ReactNode;
  /** Buttons under the text. */
  extra?: ReactNode;
  /** More detail in a shaded box below. */
  children?: ReactNode;
}

export function StatusPanel({ status, title, subTitle, extra, children }: StatusPanelProps) {
  return (
    <div className={`status-panel status-panel--${status}`} role={status === 'error' || status === 'warning' ? 'alert' : 'status'}>
      <div className="status-panel__icon" aria-hidden>
        {ICONS[status]}
      </div>
      {title ? <div className="status-panel__title">{title}</div> : null}
      {subTitle ? <div className="status-panel__message">{subTitle}</div> : null}
      {extra ? <div className="status-panel__extra">{extra}</div> : null}
      {children ? <div className="status-panel__content">{children}</div> : null}
    </div>
  );
}
