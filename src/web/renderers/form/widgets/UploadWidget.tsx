// rjsf widget "upload": one file for a field that declares x-upload. The file goes to the upload route
// (which checks kind, size and the user's right to the field) and the field keeps the stored file's URL;
// the same rules are checked here first so a wrong file is refused before it is sent.
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import { useRef, useState, type ChangeEvent } from 'react';
import { COMMON_API, type UploadResult } from '../../../../shared/api.ts';
import { fileLabel, FILE_URL_PREFIX, sizeText, uploadProblem, type UploadRule } from '../../../../shared/files.ts';
import type { FormWidgetProps } from '../../../engine/formWidgets.ts';
import { http } from '../../../request/http.ts';

function messageOf(e: unknown): string {
  return e instanceof Error && e.message ? e.message : '上传失败，请重试';
}

export default function UploadWidget({ id, name, value, onChange, onBlur, disabled, readonly, schema, options, registry }: FormWidgetProps) {
  const rule = (options as { upload?: UploadRule }).upload;
  const entity = registry.formContext?.entity;
  const title = typeof schema.title === 'string' ? schema.title : name;
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The original name is known right after an upload; a stored value is named by its kind.
  const [picked, setPicked] = useState<{ url: string; name: string } | null>(null);
  if (!rule || !entity) return <span>上传字段缺少 x-upload</span>;
  const url = typeof value === 'string' && value.startsWith(FILE_URL_PREFIX) ? value : null;
  const shown = url ? (picked?.url === url ? picked.name : fileLabel(url)) : null;
  const off = disabled || readonly || busy;

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = file.size > rule.maxBytes ? `文件不能超过 ${sizeText(rule.maxBytes)}` : uploadProblem(rule, file.name, file.type || 'application/octet-stream');
    if (problem) {
      setError(`${title}：${problem}`);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const query = `?entity=${encodeURIComponent(entity)}&field=${encodeURIComponent(name)}`;
      const r = await http.post<UploadResult>(`${COMMON_API.upload}${query}`, { file }, 'file', { silent: true });
      setPicked({ url: r.fileUrl, name: r.name });
      onChange(r.fileUrl);
    } catch (err) {
      setError(`${title}：${messageOf(err)}`);
    } finally {
      setBusy(false);
      onBlur(id, value);
    }
  };

  return (
    <div className="upload-widget" id={id}>
      <input ref={input} type="file" hidden accept={rule.accept.join(',')} aria-label={`选择${title}文件`} onChange={(e) => void choose(e)} />
      <Space wrap>
        {shown && url && (
          <a className="field-file" href={url} target="_blank" rel="noopener noreferrer">
            {shown}
          </a>
        )}
        <Button onClick={() => input.current?.click()} disabled={off} loading={busy}>
          {busy ? '上传中' : url ? '更换文件' : '选择文件'}
        </Button>
        {url && !off && (
          <Button type="link" danger onClick={() => onChange('')}>
            移除
          </Button>
        )}
      </Space>
      <span className="upload-widget__hint">
        支持 {rule.accept.join('、')}，不超过 {sizeText(rule.maxBytes)}
      </span>
      {error && (
        <div className="upload-widget__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
