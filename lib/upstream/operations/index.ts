import type { Operation } from '../operation';
import { getDictionaryTree, listDictionary, listProtectedDictionary } from './dict';
import {
  checkLcaSubscription,
  countUnreadMessages,
  listMessages,
  listRegions,
  readAllMessages,
  readMessage,
} from './personal-centre';
import { listNews } from './news';
import { listNotices } from './notices';
import { searchPcrs } from './pcr';
import { listResources } from './resources';
import { countPageView, getMenu } from './site';

type RegisteredOperation = Operation<Record<string, unknown>, unknown>;

/**
 * The BFF allowlist: every operation the browser may trigger through `/api/ops/{id}`. An
 * operation not listed here cannot be reached from the browser at all; pages call any operation
 * directly on the server.
 */
const BROWSER_OPERATIONS: RegisteredOperation[] = [
  getMenu,
  countPageView,
  listDictionary,
  listProtectedDictionary,
  getDictionaryTree,
  countUnreadMessages,
  listMessages,
  readMessage,
  readAllMessages,
  listRegions,
  checkLcaSubscription,
  // Public content lists: "more" appends the next page (news, notices, PCR search, resources).
  listNews,
  listNotices,
  searchPcrs,
  listResources,
];

export const browserOperations: ReadonlyMap<string, RegisteredOperation> = new Map(
  BROWSER_OPERATIONS.map((op) => [op.id, op]),
);
