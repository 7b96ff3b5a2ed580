/** Check-in (domain §3 scanningZones, §6 scan ticket): the zone form and what a scanner sends. */
import { z } from 'zod';
import { isSingleLine, nameText, SINGLE_LINE } from '../common/text';
import { CHECKIN_LIMITS as L } from './constants';
import { CHECKIN_MESSAGES as M } from './messages';

const uuid = (message = 'Invalid id.') => z.uuid({ error: message });

export const scanningZoneInputSchema = z.object({
  zoneId: uuid().nullish(),
  name: nameText(M.zoneNameRequired, L.zoneNameMax, M.zoneNameTooLong),
  eventTicketIds: z
    .array(uuid())
    .max(L.zoneTicketTypesMax, { error: M.zoneTicketTypesTooMany })
    .transform((ids) => [...new Set(ids)]),
  maxScans: z
    .number({ error: M.maxScansInvalid })
    .int({ error: M.maxScansInvalid })
    .min(1, { error: M.maxScansInvalid })
    .max(L.maxScansMax, { error: M.maxScansInvalid }),
});
export type ScanningZoneInput = z.infer<typeof scanningZoneInputSchema>;

export const scanInputSchema = z
  .object({
    scanId: uuid(M.scanIdInvalid),
    zoneId: uuid().nullish(),
    code: z
      .string()
      .trim()
      .min(1, { error: M.scanTargetRequired })
      .max(L.codeMax, { error: M.codeTooLong })
      .nullish(),
    ticketId: uuid().nullish(),
    guestId: uuid().nullish(),
    quantity: z
      .number({ error: M.quantityInvalid })
      .int({ error: M.quantityInvalid })
      .min(1, { error: M.quantityInvalid })
      .max(L.guestQuantityMax, { error: M.quantityInvalid })
      .nullish(),
    scannedAt: z.iso.datetime({ offset: true, error: M.scannedAtInvalid }).nullish(),
    deviceId: z
      .string()
      .trim()
      .max(L.deviceIdMax, { error: M.deviceIdTooLong })
      .refine(isSingleLine, SINGLE_LINE)
      .nullish(),
    /** What hosts read for the device (docs/decisions/112); spaces and control characters collapse to one space. */
    deviceName: z
      .string()
      .transform((name) => name.replace(/[\s\p{Cc}]+/gu, ' ').trim())
      .pipe(z.string().max(L.deviceNameMax, { error: M.deviceNameTooLong }))
      .nullish(),
  })
  .superRefine((scan, ctx) => {
    const given = [scan.code, scan.ticketId, scan.guestId].filter((v) => v != null).length;
    if (given === 0) ctx.addIssue({ code: 'custom', message: M.scanTargetRequired, path: ['code'] });
    if (given > 1) ctx.addIssue({ code: 'custom', message: M.scanTargetOne, path: ['code'] });
  });
export type ScanInput = z.infer<typeof scanInputSchema>;

export const scanBatchSchema = z
  .array(scanInputSchema)
  .max(L.syncBatchMax, { error: M.syncTooMany })
  .refine((scans) => new Set(scans.map((s) => s.scanId)).size === scans.length, {
    error: M.syncDuplicateIds,
  });
