import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applicationActions,
  applicationLcaValidateStatus,
  declarationTypes,
  evaluationStage,
  FLOW_NODES,
  reachedFlowNodes,
} from '@/lib/my-epd/statuses';

// business.md 2.2, 3, 4: an application's nodes and states derived from the calls the spec names
// (the list item's publishStatus, /p/contract/info's status, /p/price/info's status, each
// product's lcaValidateStatus), with the platform's own nodes (an assumed field) where it lists them.

const status = (values: readonly number[]) =>
  fc.oneof(
    fc.constantFrom(...values),
    fc.constantFrom(...values).map(String),
    fc.constant(null),
    fc.constant(undefined),
  );
const contracts = status([0, 1, 2, 3, 4]);
const quotes = status([0, 1, 2, 3]);
const lcas = status([0, 1, 2]);
const unpublished = fc.constantFrom(0, '0', null, undefined);
const published = fc.constantFrom(1, '1');

describe('the seven flow nodes from what the spec’s calls tell', () => {
  it('a published application has reached every node, whatever else is known', () => {
    fc.assert(
      fc.property(
        published,
        contracts,
        fc.option(fc.integer({ min: 0, max: 7 })),
        (publishStatus, contractStatus, currentNode) => {
          const given = [{ node: 4, code: 'INDEPENDENT_VERIFICATION', reached: false }];
          expect(reachedFlowNodes({ publishStatus, contractStatus, given, currentNode })).toEqual(
            Array(7).fill(true),
          );
        },
      ),
    );
  });

  it('unpublished, without the platform’s nodes: applied always, contract generation while one waits or is signed (2, 3; a refused one leaves it open), LCA calculation once signed (3), nothing after', () => {
    fc.assert(
      fc.property(unpublished, contracts, (publishStatus, contractStatus) => {
        const reached = reachedFlowNodes({ publishStatus, contractStatus });
        const contract =
          contractStatus === null || contractStatus === undefined ? null : Number(contractStatus);
        expect(reached).toHaveLength(7);
        expect(reached[0]).toBe(true);
        expect(reached[1]).toBe(contract === 2 || contract === 3);
        expect(reached[2]).toBe(contract === 3);
        expect(reached.slice(3)).toEqual([false, false, false, false]);
        // What is reached is always the beginning of the flow.
        expect(
          reached.indexOf(false) === -1 || reached.slice(reached.indexOf(false)).every((node) => !node),
        ).toBe(true);
      }),
    );
  });

  it('the platform’s own word on a node it lists wins; a node it leaves out counts up to its current node', () => {
    const given = [{ node: 2, code: 'CONTRACT_GENERATION', reached: false }];
    expect(reachedFlowNodes({ publishStatus: 0, contractStatus: 3, given, currentNode: 3 })).toEqual([
      true,
      false,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(reachedFlowNodes({ publishStatus: 0, contractStatus: null, currentNode: 5 })).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    // Matched by code first, then by number.
    expect(
      reachedFlowNodes({
        publishStatus: 0,
        contractStatus: 0,
        given: [{ node: 9, code: 'REVIEW_PANEL', reached: true }],
      })[5],
    ).toBe(true);
    expect(
      reachedFlowNodes({
        publishStatus: 0,
        contractStatus: 0,
        given: [{ node: 6, code: 'x', reached: true }],
      })[5],
    ).toBe(true);
    expect(FLOW_NODES).toHaveLength(7);
  });
});

describe('an application’s states', () => {
  it('asks for a correction when any product’s LCA check is 2, and only then', () => {
    fc.assert(
      fc.property(fc.array(lcas, { maxLength: 3 }), (statuses) => {
        const combined = applicationLcaValidateStatus(statuses);
        const asked = statuses.some(
          (value) => value !== null && value !== undefined && String(value) === '2',
        );
        expect(combined === '2').toBe(asked);
        if (statuses.every((value) => value === null || value === undefined)) expect(combined).toBeNull();
      }),
    );
  });

  it('offers exactly what the derived states allow: the quote and contract answers, the correction, the published files', () => {
    fc.assert(
      fc.property(
        quotes,
        contracts,
        fc.array(lcas, { maxLength: 3 }),
        fc.oneof(published, unpublished),
        (quoteStatus, contractStatus, products, publishStatus) => {
          const lcaValidateStatus = applicationLcaValidateStatus(products);
          const actions = applicationActions({
            quoteStatus,
            contractStatus,
            lcaValidateStatus,
            publishStatus,
          });
          const isPublished = String(publishStatus) === '1';
          expect(actions.confirmQuote).toBe(String(quoteStatus) === '1');
          expect(actions.confirmContract).toBe(String(contractStatus) === '2');
          expect(actions.replaceFiles).toBe(lcaValidateStatus === '2' && !isPublished);
          expect(actions.downloadCertificate).toBe(isPublished);
          expect(actions.downloadMark).toBe(isPublished);
        },
      ),
    );
  });

  it('lists an application under each type its products have, EPD first; the list’s type only when no product says', () => {
    expect(declarationTypes(['EPD'])).toEqual(['EPD']);
    expect(declarationTypes(['CFP', 'cfp'])).toEqual(['CFP']);
    expect(declarationTypes(['CFP', 'EPD', null])).toEqual(['EPD', 'CFP']);
    expect(declarationTypes([], 'CFP')).toEqual(['CFP']);
    expect(declarationTypes([null], undefined)).toEqual(['EPD']);
    expect(declarationTypes(['EPD'], 'CFP')).toEqual(['EPD']);
  });

  it('an evaluation is submitted until published', () => {
    expect(evaluationStage(1)).toBe('published');
    expect(evaluationStage('1')).toBe('published');
    for (const value of [0, '0', null, undefined]) expect(evaluationStage(value)).toBe('submitted');
  });
});
