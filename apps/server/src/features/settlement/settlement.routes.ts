import { Hono } from 'hono';
import { expenseSchema, returnSchema, settlementApproveSchema, settlementUpdateSchema } from '@wycieczki/shared';
import type { AppEnv } from '../../app-env';
import { ids, parseJsonBody } from '../../lib/validate';
import type { SettlementService } from './settlement.service';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const download = (fileName: string) => ({ 'Content-Disposition': `attachment; filename="${fileName}"` });

/** Mounted under /api/trips: 'Wydatki', 'Zwrot', 'Rozliczenie wycieczki' and 'Zakończ wycieczkę' (issue 31). */
export function settlementRoutes(settlement: SettlementService) {
  return new Hono<AppEnv>()
    .get('/:tripId/settlement', async (c) => c.json(await settlement.overview(...ids(c, 'tripId'))))
    .put('/:tripId/settlement', async (c) => {
      await settlement.update(...ids(c, 'tripId'), await parseJsonBody(c, settlementUpdateSchema));
      return c.body(null, 204);
    })
    .get('/:tripId/settlement/pdf', async (c) => {
      const { fileName, pdf } = await settlement.pdf(...ids(c, 'tripId'));
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/pdf', ...download(fileName) });
    })
    .get('/:tripId/settlement/xlsx', async (c) => {
      const { fileName, xlsx } = await settlement.xlsx(...ids(c, 'tripId'));
      return c.body(xlsx as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': XLSX_TYPE, ...download(fileName) });
    })
    .post('/:tripId/expenses', async (c) => c.json(await settlement.addExpense(...ids(c, 'tripId'), await parseJsonBody(c, expenseSchema)), 201))
    .put('/:tripId/expenses/:expenseId', async (c) => c.json(await settlement.updateExpense(...ids(c, 'tripId', 'expenseId'), await parseJsonBody(c, expenseSchema))))
    .delete('/:tripId/expenses/:expenseId', async (c) => {
      await settlement.removeExpense(...ids(c, 'tripId', 'expenseId'));
      return c.body(null, 204);
    })
    .post('/:tripId/returns', async (c) => c.json(await settlement.addReturn(...ids(c, 'tripId'), await parseJsonBody(c, returnSchema)), 201))
    .delete('/:tripId/returns/:returnId', async (c) => {
      await settlement.removeReturn(...ids(c, 'tripId', 'returnId'));
      return c.body(null, 204);
    })
    .post('/:tripId/close', async (c) => {
      await settlement.close(...ids(c, 'tripId'));
      return c.body(null, 204);
    })
    .delete('/:tripId/close', async (c) => {
      await settlement.reopen(...ids(c, 'tripId'));
      return c.body(null, 204);
    });
}

/** Mounted under /api/schools/mine/trips: the head reading and approving a closed trip's settlement. */
export function schoolSettlementRoutes(settlement: SettlementService) {
  return new Hono<AppEnv>()
    .get('/:tripId/settlement', async (c) => c.json(await settlement.ofHead(...ids(c, 'tripId'))))
    .get('/:tripId/settlement/pdf', async (c) => {
      const { fileName, pdf } = await settlement.pdfForHead(...ids(c, 'tripId'));
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/pdf', ...download(fileName) });
    })
    .get('/:tripId/settlement/xlsx', async (c) => {
      const { fileName, xlsx } = await settlement.xlsxForHead(...ids(c, 'tripId'));
      return c.body(xlsx as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': XLSX_TYPE, ...download(fileName) });
    })
    .post('/:tripId/settlement/approve', async (c) => c.json(await settlement.approve(...ids(c, 'tripId'), await parseJsonBody(c, settlementApproveSchema))));
}
