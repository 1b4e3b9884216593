/**
 * business.md 6: the QR button on an EPD card shows only to a signed-in user whose company code
 * equals the declaration's, and only while the system setting `qrShow` is the text 'true'.
 */
export function canShowQr(options: {
  userCompanyCode: string | null | undefined;
  epdCompanyCode: string | null | undefined;
  qrShow: string | null | undefined;
}): boolean {
  const mine = options.userCompanyCode?.trim();
  return options.qrShow === 'true' && Boolean(mine) && mine === options.epdCompanyCode?.trim();
}
