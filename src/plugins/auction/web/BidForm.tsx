// The bid box (staff enter a bid for an enrolled bidder): the enrolment, the amount prefilled with the
// lowest acceptable bid, its capital numerals, then 出价 after a confirmation. Refusals, the browser's
// pre-check or the server's, are shown in place in the server's words.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useEffect, useRef, useState } from 'react';
import type { AuctionState, BidResult } from '../shared/api.ts';
import { amountToCapital, formatAmount, fromFen, toFen } from '../../../shared/display/index.ts';
import { ConfirmDialog, type ConfirmRequest, errorText, useToast } from '../../../web/api.ts';
import { auctionApi } from './api.ts';
import { largeJump, precheck } from './rules.ts';

export interface BidFormProps {
  s: AuctionState;
  /** The server's time now (for the pre-check). */
  serverNow: () => number;
  onPlaced: (r: BidResult) => void;
  /** After a refusal: the board may be stale. */
  onRefused: () => void;
}

function capital(amount: string): string {
  try {
    return amountToCapital(amount, { prefix: '人民币' });
  } catch {
    return '';
  }
}

export function BidForm({ s, serverNow, onPlaced, onRefused }: BidFormProps) {
  const toast = useToast();
  const [enrollId, setEnrollId] = useState<number | null>(null);
  const [amount, setAmount] = useState<string>(s.minimumBid);
  const [problem, setProblem] = useState<string | null>(null);
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const shownMin = useRef(s.minimumBid);

  // A new minimum (someone bid) replaces an amount that no longer reaches it; a higher one typed stays.
  useEffect(() => {
    if (s.minimumBid === shownMin.current) return;
    shownMin.current = s.minimumBid;
    setAmount((a) => ('message' in precheck(s, a, serverNow()) ? s.minimumBid : a));
  }, [s, serverNow]);

  const eligible = s.enrolments.filter((e) => e.eligible);
  const bidder = s.enrolments.find((e) => e.id === enrollId);

  const submit = () => {
    if (!bidder) {
      setProblem('请选择竞买人');
      return;
    }
    const pre = precheck(s, amount ?? '', serverNow());
    if ('message' in pre) {
      setProblem(pre.message);
      return;
    }
    setProblem(null);
    const exact = fromFen(pre.fen); // "67000" as typed -> "67000.00", what the server stores
    const jump = largeJump(s, pre.fen) ? `注意：该出价比最低应价高出${formatAmount(fromFen(pre.fen - toFen(s.minimumBid)))}元，远超加价幅度，请核对金额。` : '';
    const text = `${jump}确定以 ${formatAmount(exact)} 元（${capital(exact)}）为“${bidder.bidderName}”出价吗？出价后不可撤回。`;
    setRequest({
      title: '确认出价',
      text,
      onConfirm: async () => {
        try {
          const r = await auctionApi.bid(s.id, { enrollId: bidder.id, amount: exact });
          void toast.success('出价成功');
          onPlaced(r);
        } catch (e) {
          const msg = errorText(e, '出价失败');
          setProblem(msg);
          void toast.error(msg);
          onRefused();
          // The dialog closes either way: the refusal is shown beside the form, with the new board.
        }
      },
    });
  };

  return (
    <Form layout="vertical" onFinish={submit} style={{ marginTop: 16 }}>
      {eligible.length === 0 ? <Alert type="warning" showIcon style={{ marginBottom: 12 }} title="暂无可出价的竞买人（报名须审核通过且保证金已缴纳）" /> : null}
      <Space align="start" wrap>
        <Form.Item label="竞买人" required style={{ minWidth: 260 }}>
          <Select<number>
            aria-label="竞买人"
            placeholder="请选择竞买人"
            value={enrollId ?? undefined}
            onChange={(v) => {
              setEnrollId(v);
              setProblem(null);
            }}
            options={s.enrolments.map((e) => ({
              value: e.id,
              disabled: !e.eligible,
              label: `${e.bidNumber ? `${e.bidNumber} ` : ''}${e.bidderName}${e.reason ? `（${e.reason}）` : ''}`,
            }))}
          />
        </Form.Item>
        <Form.Item label="出价金额" required extra={capital(amount)}>
          <InputNumber<string>
            aria-label="出价金额"
            stringMode
            precision={2}
            min="0"
            step={s.increment}
            suffix="元"
            style={{ width: 220 }}
            value={amount}
            onChange={(v) => {
              setAmount(v ?? '');
              setProblem(null);
            }}
          />
        </Form.Item>
        <Form.Item label=" ">
          <Button type="primary" htmlType="submit" disabled={eligible.length === 0}>
            出价
          </Button>
        </Form.Item>
      </Space>
      {problem ? <Alert type="error" showIcon title={problem} data-testid="bid-problem" /> : null}
      <Typography.Text type="secondary">最低应价 {formatAmount(s.minimumBid)} 元，加价须为 {formatAmount(s.increment)} 元的整数倍。</Typography.Text>
      <ConfirmDialog request={request} onClose={() => setRequest(null)} />
    </Form>
  );
}
