/** business.md 6: only for a signed-in user of the declaration's company, while the setting `qrShow` is 'true'. */
export function canShowQr(options: {
  userCompanyCode: string | null | undefined;
  epdCompanyCode: string | null | undefined;
  qrShow: string | null | undefined;
}): boolean {
  const mine = options.userCompanyCode?.trim();
  return options.qrShow === 'true' && Boolean(mine) && mine === options.epdCompanyCode?.trim();
}
