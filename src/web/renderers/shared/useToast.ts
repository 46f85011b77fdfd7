// Success and error messages that outlive the page: antd's static message renders in a root of its own,
// so a message shown just before navigating away stays visible. (Not App.useApp(): the app renders no
// antd <App>, and importing it brought antd's notification code to every page.)
import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

export function useToast(): MessageInstance {
  return message;
}
