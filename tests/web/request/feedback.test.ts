// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { feedback, feedbackDemanded, installFeedback, onFeedbackDemand, type Feedback } from '../../../src/web/request/feedback.ts';

describe('feedback port', () => {
  it('queues calls until an implementation is installed, signalling demand, then flushes them', () => {
    const demand = vi.fn();
    const off = onFeedbackDemand(demand);
    feedback.error('后端接口连接异常', 5);
    expect(demand).toHaveBeenCalledTimes(1);
    expect(feedbackDemanded()).toBe(true);

    const impl: Feedback = { error: vi.fn(), expired: vi.fn(), confirmLogout: vi.fn(), varietyMismatch: vi.fn() };
    const uninstall = installFeedback(impl);
    expect(impl.error).toHaveBeenCalledWith('后端接口连接异常', 5);
    expect(feedbackDemanded()).toBe(false);

    feedback.error('again', 5);
    expect(impl.error).toHaveBeenCalledTimes(2);
    expect(demand).toHaveBeenCalledTimes(1);
    uninstall();
    off();
  });
});
