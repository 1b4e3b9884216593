import { describe, expect, it } from 'vitest';
import {
  applicationActions,
  companyMayAct,
  contractHasAttachment,
  contractStage,
  FLOW_NODES,
  quoteStage,
} from '@/lib/my-epd/statuses';

const QUOTES = [0, 1, 2, 3] as const;
const CONTRACTS = [0, 1, 2, 3, 4] as const;
const LCA = [0, 1, 2] as const;
const PUBLISHED = [0, 1] as const;

describe('application status table', () => {
  // Every combination, each written as the platform may send it: a number or its text.
  for (const quote of QUOTES)
    for (const contract of CONTRACTS)
      for (const lca of LCA)
        for (const published of PUBLISHED)
          for (const asText of [false, true]) {
            const form = (value: number) => (asText ? String(value) : value);
            it(`quote ${quote} × contract ${contract} × LCA ${lca} × published ${published}${asText ? ' (text)' : ''}`, () => {
              const actions = applicationActions({
                quoteStatus: form(quote),
                contractStatus: form(contract),
                lcaValidateStatus: form(lca),
                publishStatus: form(published),
              });
              expect(actions.quoteShown).toBe(quote !== 0);
              expect(actions.confirmQuote).toBe(quote === 1);
              expect(actions.refuseQuote).toBe(quote === 1);
              expect(actions.contractAttachment).toBe(contract > 1);
              expect(actions.confirmContract).toBe(contract === 2);
              expect(actions.refuseContract).toBe(contract === 2);
              expect(actions.replaceFiles).toBe(lca === 2 && published === 0);
              expect(actions.confirmDataChange).toBe(lca === 2 && published === 0);
              expect(actions.downloadCertificate).toBe(published === 1);
              expect(actions.downloadMark).toBe(published === 1);
            });
          }

  it('names the stages and treats missing statuses as "nothing yet"', () => {
    expect(QUOTES.map(quoteStage)).toEqual(['none', 'awaiting', 'confirmed', 'refused']);
    expect(CONTRACTS.map(contractStage)).toEqual(['none', 'drafting', 'awaiting', 'signed', 'refused']);
    expect(quoteStage(null)).toBe('none');
    expect(contractStage(undefined)).toBe('none');
    expect(contractHasAttachment(null)).toBe(false);
    expect(
      applicationActions({
        quoteStatus: null,
        contractStatus: '',
        lcaValidateStatus: undefined,
        publishStatus: null,
      }),
    ).toEqual({
      quoteShown: false,
      confirmQuote: false,
      refuseQuote: false,
      contractAttachment: false,
      confirmContract: false,
      refuseContract: false,
      replaceFiles: false,
      confirmDataChange: false,
      downloadCertificate: false,
      downloadMark: false,
    });
  });

  it('has the seven flow nodes in order', () => {
    expect(FLOW_NODES).toHaveLength(7);
    expect(FLOW_NODES[0]).toBe('EPD_APPLICATION');
    expect(FLOW_NODES[6]).toBe('REPORT_RELEASE');
  });

  it('lets only an authenticated company act', () => {
    expect(companyMayAct(1)).toBe(true);
    expect(companyMayAct('1')).toBe(true);
    for (const status of [0, 2, '0', '2', null, undefined, '']) expect(companyMayAct(status)).toBe(false);
  });
});
