// Form widgets drawn by a light stand-in until their own code has arrived, which a form asks for once it
// has painted (loadLateWidgets): code a form does not need to show itself stays out of what it loads
// first (the date picker: ~34 KB gzip and a heavy component per field). The stand-in looks the same and
// takes typing, so nothing typed is lost. A stand-in holding the focus stays until the focus leaves it:
// swapping the element under the caret would drop what is being typed.
import { useState } from 'react';
import type { FormWidget, FormWidgetProps } from './formWidgets.ts';
import { lateModule, type LateModule } from './lateModule.ts';

const modules: LateModule<FormWidget>[] = [];

export function lateFormWidget(load: () => Promise<FormWidget>, StandIn: FormWidget): FormWidget {
  const late = lateModule(load);
  modules.push(late);
  return function LateFormWidget(props: FormWidgetProps) {
    const Loaded = late.useCurrent();
    const [focused, setFocused] = useState(false);
    if (Loaded && !focused) return <Loaded {...props} />;
    return (
      <StandIn
        {...props}
        onFocus={(id, value) => {
          setFocused(true);
          props.onFocus(id, value);
        }}
        onBlur={(id, value) => {
          setFocused(false);
          props.onBlur(id, value);
        }}
      />
    );
  };
}

/** Starts every late widget's code (once); settles when all are in. The stand-ins serve until then. */
export async function loadLateWidgets(): Promise<void> {
  await Promise.all(modules.map((m) => m.load()));
}
