// Date pickers speak Chinese: antd's zh_CN names the buttons, dayjs's zh-cn locale the months and weekdays
// of the calendar (十二月, 日 一 二…). Imported by every module that draws a date picker.
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

dayjs.locale('zh-cn');
