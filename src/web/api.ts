// The web engine's public API for plugins (src/plugins/*/web): the hooks, components and clients a web
// plugin may use of src/web, re-exported from the modules that own them. A plugin imports this module
// and src/shared, nothing else of the engine (tests/architecture holds it to that). Engine modules never
// import it: they use the owning modules. Plugins load lazily, so what this module names costs the
// first load nothing.

// The plugin contract and the props the engine hands a plugin's pages and widgets.
export type { WebPlugin } from './engine/plugins.ts';
export type { RendererProps } from './engine/types.ts';
export type { WidgetProps } from './engine/widgets.ts';
export type { FormWidgetProps } from './engine/formWidgets.ts';

// Engine hooks and panels.
export { ErrorPanel } from './engine/ErrorPanel.tsx';
export { PageLoading } from './engine/PageLoading.tsx';
export { errorText } from './engine/errorText.ts';
export { useEventStream } from './request/eventStream.ts';
export { useFormValue } from './engine/formValues.ts';
export { usePagePath } from './engine/pagePath.ts';
export { permittedPages } from './app/routes.ts';

// Data: the request client, the record and public-data calls, the query cache and its keys.
export { http } from './request/http.ts';
export { records } from './engine/records.ts';
export { publicApi } from './engine/publicApi.ts';
export { queryClient } from './query/client.ts';
export { queryKeys } from './query/keys.ts';
export { useApiQuery } from './query/useApiQuery.ts';

// Session, settings and the bell's counts.
export { useSession } from './stores/session.ts';
export { useSettings } from './stores/settings.ts';
export { notifyUnreadChange, UNREAD_TYPES, useUnreadCounts } from './stores/unread.ts';

// Shared renderer parts: the print sheet, dialogs and toasts, the record id of the page.
export { PrintSheet } from './renderers/print/PrintSheet.tsx';
export { insertAt, insertables } from './renderers/print/insertables.ts';
export { ConfirmDialog, type ConfirmRequest } from './renderers/shared/ConfirmDialog.tsx';
export { useRecordId } from './renderers/shared/useRecordId.ts';
export { useToast } from './renderers/shared/useToast.ts';
