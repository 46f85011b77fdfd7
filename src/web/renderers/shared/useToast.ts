// Success and error messages that outlive the page: the shell's antd <App> holds them, so a message
// shown just before navigating away stays visible. Outside an <App> (component tests) the static API serves.
import { App, message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

export function useToast(): MessageInstance {
  const { message } = App.useApp();
  return typeof message.success === 'function' ? message : staticMessage;
}
