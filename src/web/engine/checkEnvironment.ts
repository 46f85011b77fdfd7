// The names this browser build registered (engine and plugins), as the shared page check wants them.
import type { CheckEnvironment } from '../../shared/check/environment.ts';
import { formWidgets } from './formWidgets.ts';
import { customNames } from './registry.ts';
import { widgetNames } from './widgetRegistry.ts';

export function browserCheckEnvironment(): CheckEnvironment {
  return {
    formWidgets: new Set(Object.keys(formWidgets())),
    pageWidgets: new Set(widgetNames()),
    components: new Set(customNames()),
    // Plugin requirements are the server's to check: it refuses to start when one is unmet.
    plugins: [],
  };
}
