// Response codes and their default Chinese messages. The main client treats the string "200" as success.
export const Code = {
  OK: '200',
  /** respCode 3 is the original's alias of this code. */
  SESSION_EXPIRED: '100001',
  INVALID: '100002',
  NOT_FOUND: '100003',
  UNAUTHORIZED: '100004',
  CONFLICT: '100005',
  WORKFLOW: '100006',
  LOGIN_FAILED: '100007',
  VARIETY_MISMATCH: '100008',
  /** The password was set by an administrator (new account or reset): only 个人设置 answers until it is changed. */
  PASSWORD_CHANGE_REQUIRED: '100009',
  SERVER_ERROR: '500',
  /** The database does not answer (down, restarting, unreachable): answered with HTTP 503 too; try again later. */
  DB_UNAVAILABLE: '503',
  /** The disk under the files or the database is full: answered with HTTP 507; nothing was stored. */
  STORAGE_FULL: '507',
} as const;

export type CodeValue = (typeof Code)[keyof typeof Code];

export const CodeMessage: Record<CodeValue, string> = {
  '200': '成功',
  '100001': '登录状态已过期，请重新登录',
  '100002': '提交的数据有误',
  '100003': '记录不存在',
  '100004': '未授权',
  '100005': '数据已被他人修改，请刷新后重试',
  '100006': '当前状态不允许该操作',
  '100007': '用户名或密码错误',
  '100008': '交易品种不匹配，请刷新后重试',
  '100009': '管理员已重置或设置了您的密码，请先在个人设置中修改密码',
  '500': '系统未知错误，请反馈给管理员',
  '503': '数据库暂不可用，请稍后重试',
  '507': '存储空间不足，未能保存，请联系管理员清理磁盘后重试',
};

/** One field's error, as the server returns it and the form shows it. */
export interface FieldError {
  /** Property name (top level) or JSON pointer for nested fields. */
  field: string;
  message: string;
}

export interface ApiEnvelope<T> {
  code: string;
  msg: string;
  data: T;
  errors?: FieldError[];
}
