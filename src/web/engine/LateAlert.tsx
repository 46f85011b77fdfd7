// antd's Alert for conditions a page seldom meets (a save conflict, a state that forbids editing, a refused
// confirmation): its code loads when one is first drawn, so list and form pages do not carry it (~3.5 KB
// gzip) to show themselves. It appears a moment after the condition does.
import type { AlertProps } from 'antd';
import { late } from './late.tsx';

export const LateAlert = late<AlertProps>(() => import('antd/es/alert'), () => null).component;
