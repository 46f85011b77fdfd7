// Typed calls of what the server answers without a login (src/shared/public-api.ts).
import { PUBLIC_API, type PrintLink, type PrintLinkQuery, type PublicList, type PublicPages, type PublicPrint } from '../../shared/public-api.ts';
import { http } from '../request/http.ts';

const quiet = { silent: true } as const;

export const publicApi = {
  pages: () => http.get<PublicPages>(PUBLIC_API.pages, undefined, quiet),
  records: (entity: string) => http.get<PublicList>(PUBLIC_API.records(entity), undefined, quiet),
  print: (q: PrintLinkQuery) => http.get<PublicPrint>(PUBLIC_API.print, { ...q }, quiet),
  printLink: (page: string, id: string | number) => http.post<PrintLink>(PUBLIC_API.printLink, { page, id: String(id) }, 'json', quiet),
};
