// Loading / error / data for one request, ignoring answers that arrive after a newer request started.
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

export interface AsyncState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

export function useAsync<T>(run: () => Promise<T>, deps: DependencyList): AsyncState<T> {
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({
    data: undefined,
    error: undefined,
    loading: true,
  });
  const [tick, setTick] = useState(0);
  const seq = useRef(0);
  const runRef = useRef(run);
  runRef.current = run;

  useEffect(() => {
    const mine = ++seq.current;
    setState((s) => ({ ...s, loading: true, error: undefined }));
    runRef.current().then(
      (data) => {
        if (mine === seq.current) setState({ data, error: undefined, loading: false });
      },
      (error: unknown) => {
        if (mine === seq.current) setState((s) => ({ data: s.data, error: error ?? new Error('请求失败'), loading: false }));
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- callers pass the inputs of `run` as deps
  }, [...deps, tick]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { ...state, reload };
}
