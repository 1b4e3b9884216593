import { describe, expectTypeOf, it } from 'vitest';
import type { AddressOf } from '@/lib/bff/address';
import type { BffContext } from '@/lib/bff/server/with-bff';
import { callEndpoint } from '@/lib/bff/client';
import * as applicationApi from '@/lib/applications/addresses';
import type { applicationEndpoints } from '@/lib/applications/endpoints';
import type { feedbackEndpoints } from '@/lib/feedback/endpoints';
import type { lcaEndpoints } from '@/lib/lca/endpoints';
import type { SignedInViewer, Viewer } from '@/lib/session/viewer';
import type { FreshUser } from '@/lib/viewer/user';

// The typed path at the type level (checked by `npm run typecheck`): a handler's context narrows by
// its endpoint's access, and an address carries its endpoint's input and answer.
describe('withBff context', () => {
  it('gives a public endpoint any viewer and no fresh user', () => {
    expectTypeOf<BffContext<typeof feedbackEndpoints.send>['viewer']>().toEqualTypeOf<Viewer>();
    expectTypeOf<BffContext<typeof feedbackEndpoints.send>['fresh']>().toEqualTypeOf<undefined>();
  });

  it("gives a 'user' endpoint a signed-in viewer", () => {
    expectTypeOf<BffContext<typeof lcaEndpoints.subscription>['viewer']>().toEqualTypeOf<SignedInViewer>();
    expectTypeOf<BffContext<typeof lcaEndpoints.subscription>['fresh']>().toEqualTypeOf<undefined>();
  });

  it('gives a route-guarded endpoint a signed-in viewer and the fresh user', () => {
    expectTypeOf<BffContext<typeof applicationEndpoints.save>['viewer']>().toEqualTypeOf<SignedInViewer>();
    expectTypeOf<BffContext<typeof applicationEndpoints.save>['fresh']>().toEqualTypeOf<FreshUser>();
  });
});

describe('addresses', () => {
  it('type a call by the declaration: its input, its answer', () => {
    expectTypeOf<typeof applicationApi.save>().toEqualTypeOf<AddressOf<typeof applicationEndpoints.save>>();
    const save = () => callEndpoint(applicationApi.save, { products: [] }, { locale: 'zh' });
    expectTypeOf(save).returns.resolves.toEqualTypeOf<{ resultType: 'EPD' | 'CFP' | '1' }>();
    // @ts-expect-error: not the endpoint's input
    const wrong = () => callEndpoint(applicationApi.technologies, { category: '1' }, { locale: 'zh' });
    expectTypeOf(wrong).toBeFunction();
  });
});
