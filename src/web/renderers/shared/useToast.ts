// Success and error messages that outlive the page: antd's static message renders in a root of its own,
// so a message shown just before navigating away stays visible. (Not App.useApp(): the app renders no
// antd <App>, and importing it brought antd's notification code to every page.)
import message from 'antd/es/message';
import type { MessageInstance } from 'antd/es/message/interface';
import { useEffect } from 'react';
import { whenIdle } from '../../engine/whenIdle.ts';

/** The key of no message: closing it mounts the holder and closes nothing. */
const NO_MESSAGE = 'use-toast:none';

export function useToast(): MessageInstance {
  // antd mounts the static message's holder (its own React root, then a ref, then the list) on the first
  // message, which put those render rounds between a save's answer and its 保存成功 (the browser
  // benchmark's W2c).
  // Mounted in idle time instead, by closing a message that is never opened (closing all would also close
  // the 保存成功 a form showed just before handing over to this page).
  useEffect(() => whenIdle(() => message.destroy(NO_MESSAGE)), []);
  return message;
}
