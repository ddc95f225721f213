import { calculateWall, messages } from '@fieldbook/contract';
import {
  calculatorList,
  calculatorResultList,
  deleteCalculator,
  getCalculator,
  saveCalculator,
  saveCalculatorResult,
} from '@fieldbook/contract/calculators';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, call, denies, signInUser } from '../../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { createJob } from '../../../../test/factories/jobs.ts';
import { calculatorResults, calculators } from '../../../db/schema/index.ts';

let t: TestApp;
let admin: { id: number; token: string };
let user: { id: number; token: string };
let viewer: { id: number; token: string };
let plain: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInUser(t, ['admin.calculators']);
  user = await signInUser(t, ['calculator.use', 'jobs.view']);
  viewer = await signInUser(t, ['budgets.view', 'jobs.view']);
  plain = await signInUser(t, ['jobs.view']);
});

let n = 0;
const fields = (patch: Record<string, unknown> = {}) => ({
  calculatorId: 0,
  calculatorName: `Wall ${++n}`,
  beamName: 'W8x18',
  beamRatio: 1.25,
  panelsPerSection: 10,
  truckBeams: 24,
  truckPanels: 72,
  ...patch,
});
const save = (body: Record<string, unknown>, token = admin.token) => call(t.app, saveCalculator, { body, token });
async function newCalculator(patch: Record<string, unknown> = {}) {
  const res = await save(fields(patch));
  expect(res.statusCode, res.body).toBe(200);
  return res.json.calculatorId;
}

describe('POST /Calculator/Calculator', () => {
  it('answers 401 anonymously and 403 without admin.calculators', async () => {
    await denies(t.app, saveCalculator, { body: fields() }, user.token);
  });

  it('answers 400 with a message on every empty field', async () => {
    const res = await save({
      calculatorId: 0,
      calculatorName: '',
      beamName: ' ',
      beamRatio: '',
      panelsPerSection: '',
      truckBeams: null,
      truckPanels: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors).toMatchObject({
      calculatorName: messages.required('Calculator name'),
      beamName: messages.required('Beam name'),
      beamRatio: messages.required('Beam ratio'),
      panelsPerSection: messages.required('Panels per section'),
      truckPanels: messages.required('Panels per truck'),
    });
    expect(res.json.errors.truckBeams).toBeTruthy();
  });

  it('answers 400 for a fractional count and a ratio of more than 4 decimals', async () => {
    const res = await save(fields({ panelsPerSection: 2.5, beamRatio: 1.00001 }));
    expect(res.statusCode).toBe(400);
    expect(res.json.errors).toEqual({
      panelsPerSection: messages.calculatorCountInvalid('Panels per section'),
      beamRatio: messages.calculatorRatioInvalid,
    });
  });

  it('creates a calculator (numbers as typed text too), audits it, and updates only what changed', async () => {
    const res = await save(fields({ calculatorName: '  Story Wall  ', beamRatio: '0.7', truckBeams: '20' }));
    expect(res.json).toMatchObject({ success: true, message: messages.calculatorSaved });
    const id = res.json.calculatorId;
    const got = await call(t.app, getCalculator, { query: { id }, token: admin.token });
    expect(got.json.data).toEqual({
      calculatorId: id,
      calculatorName: 'Story Wall',
      beamName: 'W8x18',
      beamRatio: 0.7,
      panelsPerSection: 10,
      truckBeams: 20,
      truckPanels: 72,
    });
    expect(await auditOf(t.database.db, 'calculator', id)).toMatchObject([
      { userId: admin.id, action: 'create', change: { calculatorName: 'Story Wall', beamRatio: '0.7000' } },
    ]);

    const update = await save({ ...got.json.data, truckPanels: 60 });
    expect(update.json.calculatorId).toBe(id);
    await save({ ...got.json.data, truckPanels: 60 }); // the same again: nothing changes, nothing recorded
    expect(await auditOf(t.database.db, 'calculator', id, ['update'])).toMatchObject([
      { userId: admin.id, change: { truckPanels: [72, 60] } },
    ]);
  });

  it('refuses a second calculator of the same name (any case) with 409, and an unknown id with 404', async () => {
    const id = await newCalculator({ calculatorName: 'Unique Wall' });
    const twice = await save(fields({ calculatorName: 'unique wall' }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json).toEqual({ success: false, message: messages.calculatorNameTaken('unique wall') });
    expect((await save(fields({ calculatorId: id, calculatorName: 'Unique Wall' }))).statusCode).toBe(200);
    const missing = await save(fields({ calculatorId: 999_999 }));
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /Calculator/Calculator and /Calculator/CalculatorList', () => {
  it('answers 401 and 403', async () => {
    await denies(t.app, getCalculator, { query: { id: 1 } }, user.token);
    await denies(t.app, calculatorList, {}, plain.token);
  });

  it('answers 400 without an id and 404 for an unknown one', async () => {
    expect((await call(t.app, getCalculator, { token: admin.token })).statusCode).toBe(400);
    const missing = await call(t.app, getCalculator, { query: { id: 999_999 }, token: admin.token });
    expect(missing.statusCode).toBe(404);
    expect(missing.json.message).toBe(messages.calculatorNotFound);
  });

  it('lists every calculator by name, for the calculator user and the administrator', async () => {
    await newCalculator({ calculatorName: 'zz last wall' });
    await newCalculator({ calculatorName: 'AA first wall' });
    for (const token of [user.token, admin.token]) {
      const list = (await call(t.app, calculatorList, { token })).json.data;
      const names = list.map((c) => c.calculatorName);
      expect(names[0]).toBe('AA first wall');
      expect(names.at(-1)).toBe('zz last wall');
      expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    }
  });
});

describe('GET /Calculator/DeleteCalculator', () => {
  it('answers 401, 403, 400 and 404', async () => {
    await denies(t.app, deleteCalculator, { query: { id: 1 } }, user.token);
    expect((await call(t.app, deleteCalculator, { query: { id: 'x' }, token: admin.token })).statusCode).toBe(400);
    expect((await call(t.app, deleteCalculator, { query: { id: 999_999 }, token: admin.token })).statusCode).toBe(404);
  });

  it('deletes for good and audits; results saved with it keep its name and figures', async () => {
    const id = await newCalculator({ calculatorName: 'Doomed Wall' });
    const job = await createJob(t.database.db, { stepId: 3 });
    const figures = calculateWall({ beamRatio: 1.25, panelsPerSection: 10, truckBeams: 24, truckPanels: 72 }, 100);
    await call(t.app, saveCalculatorResult, {
      body: { calculator: id, jobId: job.id, length: 100, ...figures },
      token: user.token,
    });
    const res = await call(t.app, deleteCalculator, { query: { id }, token: admin.token });
    expect(res.json).toEqual({ success: true, message: messages.calculatorDeleted });
    expect(await t.database.db.select().from(calculators).where(eq(calculators.id, id))).toEqual([]);
    expect(await auditOf(t.database.db, 'calculator', id, ['delete'])).toMatchObject([
      { userId: admin.id, change: { calculatorName: 'Doomed Wall' } },
    ]);
    const list = await call(t.app, calculatorResultList, { query: { JobId: job.id }, token: user.token });
    expect(list.json.data).toMatchObject([{ calculatorId: null, calculator: 'Doomed Wall', length: 100, ...figures }]);
  });
});

describe('POST /Calculator/CalculatorResult', () => {
  const body = async (patch: Record<string, unknown> = {}) => {
    const calc = { beamRatio: 1.25, panelsPerSection: 10, truckBeams: 24, truckPanels: 72 };
    const id = await newCalculator(calc);
    const job = await createJob(t.database.db, { stepId: 3 });
    return { calculator: id, jobId: job.id, length: 200, ...calculateWall(calc, 200), ...patch };
  };
  const post = (b: unknown, token = user.token) => call(t.app, saveCalculatorResult, { body: b, token });

  it('answers 401 anonymously and 403 without calculator.use', async () => {
    await denies(t.app, saveCalculatorResult, { body: await body() }, admin.token);
  });

  it('answers 400 for a length that is not an increment of 20, or none', async () => {
    for (const length of [30, 0, -20, 'abc']) {
      const res = await post(await body({ length }));
      expect(res.statusCode).toBe(400);
      expect(res.json.errors.length).toBe(messages.wallLengthIncrement);
    }
    const none = await post(await body({ length: '' }));
    expect(none.json.errors.length).toBe(messages.wallLengthRequired);
    const noCalc = await post(await body({ calculator: null }));
    expect(noCalc.json.errors.calculator).toBe(messages.calculatorChoose);
  });

  it('stores the calculation with the calculator as it was and records it in the job history', async () => {
    const b = await body();
    expect(b).toMatchObject({ beams: 13, panels: 100, trucks: 3 });
    const res = await post(b);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json).toMatchObject({ success: true, message: messages.calculationSaved });
    const [row] = await t.database.db
      .select()
      .from(calculatorResults)
      .where(eq(calculatorResults.id, res.json.calculatorResultId));
    expect(row).toMatchObject({
      jobId: b.jobId,
      calculatorId: b.calculator,
      beamName: 'W8x18',
      length: 200,
      beams: 13,
    });
    expect(await auditOf(t.database.db, 'job', b.jobId, ['calculation.save'])).toMatchObject([
      { userId: user.id, change: { calculatorResultId: row.id, length: 200, beams: 13, panels: 100, trucks: 3 } },
    ]);
  });

  it('refuses figures that the calculator does not give (409) and stores nothing', async () => {
    const b = await body();
    const res = await post({ ...b, trucks: b.trucks + 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json).toEqual({ success: false, message: messages.calculationMismatch });
    // The calculator changed after the screen calculated: the old figures no longer match.
    await save(fields({ calculatorId: b.calculator, calculatorName: `Changed ${b.calculator}`, panelsPerSection: 12 }));
    expect((await post(b)).statusCode).toBe(409);
    expect(await t.database.db.select().from(calculatorResults).where(eq(calculatorResults.jobId, b.jobId))).toEqual(
      [],
    );
  });

  it('answers 404 for an unknown calculator or job, or a job the user may not see', async () => {
    expect((await post(await body({ calculator: 999_999 }))).statusCode).toBe(404);
    expect((await post(await body({ jobId: 999_999 }))).statusCode).toBe(404);
    const drilling = await signInUser(t, ['calculator.use', 'jobs.view', 'drilling.user']);
    const res = await post(await body(), drilling.token);
    expect(res.statusCode).toBe(404); // a Drilling User does not see a non-drilling job
    const drillingJob = await createJob(t.database.db, { drilling: true });
    const onDrilling = await post({ ...(await body()), jobId: drillingJob.id }, drilling.token);
    expect(onDrilling.statusCode).toBe(403); // sees it, but never changes jobs
  });

  it('refuses a canceled job with 409', async () => {
    const job = await createJob(t.database.db, { stepId: 3, canceled: true });
    const res = await post(await body({ jobId: job.id }));
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe(messages.calculationJobCanceled);
  });
});

describe('GET /Calculator/CalculatorResultList', () => {
  it('answers 401, 403 and 400', async () => {
    const job = await createJob(t.database.db);
    await denies(t.app, calculatorResultList, { query: { JobId: job.id } }, plain.token);
    expect((await call(t.app, calculatorResultList, { token: user.token })).statusCode).toBe(400);
  });

  it("lists the job's saved calculations newest first, for calculator users and budget viewers", async () => {
    const id = await newCalculator({ calculatorName: 'Listed Wall' });
    const job = await createJob(t.database.db, { stepId: 4 });
    const spec = { beamRatio: 1.25, panelsPerSection: 10, truckBeams: 24, truckPanels: 72 };
    for (const length of [100, 240]) {
      const res = await call(t.app, saveCalculatorResult, {
        body: { calculator: id, jobId: job.id, length, ...calculateWall(spec, length) },
        token: user.token,
      });
      expect(res.statusCode).toBe(200);
    }
    const other = await createJob(t.database.db);
    for (const token of [user.token, viewer.token]) {
      const list = await call(t.app, calculatorResultList, { query: { JobId: job.id }, token });
      expect(list.statusCode).toBe(200);
      expect(list.json.data.map((r) => r.length)).toEqual([240, 100]);
      expect(list.json.data[0]).toMatchObject({
        jobId: job.id,
        calculatorId: id,
        calculator: 'Listed Wall',
        beamName: 'W8x18',
        ...calculateWall(spec, 240),
      });
      expect(list.json.data[0].createdBy).toMatch(/^Test User/);
      expect(Date.parse(list.json.data[0].createdAt)).not.toBeNaN();
    }
    const empty = await call(t.app, calculatorResultList, { query: { JobId: other.id }, token: user.token });
    expect(empty.json.data).toEqual([]);
    expect((await call(t.app, calculatorResultList, { query: { JobId: 999_999 }, token: user.token })).statusCode).toBe(
      404,
    );
  });
});
