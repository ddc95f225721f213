import { saveEquipmentForm, uploadEquipmentPicture } from '@fieldbook/contract/forms-equipment';
import { describe, expect, it } from 'vitest';
import { afterSent, isStopped, nextToSend, type OutboxItem, replacingRefused, rewriteAddress } from './item.ts';

let seq = 0;
const item = (over: Partial<OutboxItem>): OutboxItem => ({
  seq: ++seq,
  key: `k${seq}`,
  userId: 1,
  method: 'POST',
  path: saveEquipmentForm.path,
  payload: { json: {} },
  idFields: [],
  record: 'equipmentForm:1',
  label: 'x',
  job: { id: 5, name: 'Job' },
  openAt: '/Opportunities/1/5/Installation/EquipmentForms/1',
  refresh: [['equipmentForms', 5]],
  since: '2026-11-28T10:00:00Z',
  attempts: 0,
  lastError: null,
  state: 'waiting',
  ...over,
});

describe('which item is sent next', () => {
  it('sends in the order queued', () => {
    const a = item({ record: 'equipmentForm:1' });
    const b = item({ record: 'equipmentForm:2' });
    expect(nextToSend([b, a])).toEqual([a]);
  });

  it('a refused write stops the later writes of its form, not the others', () => {
    const refused = item({ record: 'equipmentForm:1', state: 'refused' });
    const sameForm = item({ record: 'equipmentForm:1' });
    const other = item({ record: 'fieldTicket:9' });
    expect(nextToSend([refused, sameForm, other])).toEqual([other]);
    expect(isStopped(sameForm, [refused, sameForm, other])).toBe(true);
    expect(isStopped(other, [refused, sameForm, other])).toBe(false);
  });

  it('a conflict stops the later writes of its form too', () => {
    const conflict = item({ record: 'jsa:4', state: 'conflict' });
    const later = item({ record: 'jsa:4' });
    expect(nextToSend([conflict, later])).toEqual([]);
  });

  it('a write naming a device id waits while the create of that id is not sent', () => {
    const create = item({ record: 'equipmentForm:-3', createsDeviceId: -3, state: 'refused' });
    const ticket = item({
      record: 'fieldTicket:-4',
      createsDeviceId: -4,
      payload: { json: { equipmentForms: [-3, 12] } },
      idFields: ['equipmentForms'],
    });
    expect(nextToSend([create, ticket])).toEqual([]);
    expect(isStopped(ticket, [create, ticket])).toBe(true);
  });

  it('nothing is sent while the first write of a form is on its way', () => {
    const sending = item({ record: 'equipmentForm:1', state: 'sending' });
    const later = item({ record: 'equipmentForm:1' });
    expect(nextToSend([sending, later])).toEqual([]);
  });

  it('two writes of different forms go side by side, the second write of a form after the first', () => {
    const a1 = item({ record: 'equipmentForm:1' });
    const a2 = item({ record: 'equipmentForm:1' });
    const b1 = item({ record: 'equipmentForm:2' });
    const c1 = item({ record: 'equipmentForm:3' });
    expect(nextToSend([a1, a2, b1, c1], 2)).toEqual([a1, b1]);
  });

  it("a write naming a form made on the device does not travel beside that form's create", () => {
    const create = item({ record: 'equipmentForm:-3', createsDeviceId: -3 });
    const photoOfIt = item({
      record: 'equipmentForm:-3',
      payload: { parts: [{ name: 'equipmentFormId', value: '-3' }] },
      idFields: ['equipmentFormId'],
    });
    const ticket = item({
      record: 'fieldTicket:-4',
      createsDeviceId: -4,
      payload: { json: { equipmentForms: [-3] } },
      idFields: ['equipmentForms'],
    });
    const listedUnder = item({ record: 'survey:8', openAt: '/Opportunities/1/5/Installation/EquipmentForms/-3' });
    const other = item({ record: 'jsa:2' });
    expect(nextToSend([create, photoOfIt, ticket, listedUnder, other], 2)).toEqual([create, other]);
  });
});

describe('a form made on the device gets its real id when its create is sent', () => {
  it('rewrites the id fields, the record, the address and the query keys of the later writes', () => {
    const create = item({ record: 'equipmentForm:-3', createsDeviceId: -3, payload: { json: { equipmentFormId: 0 } } });
    const save = item({
      record: 'equipmentForm:-3',
      payload: { json: { equipmentFormId: -3, unitNumber: 'P3' } },
      idFields: ['equipmentFormId'],
      openAt: '/Opportunities/1/5/Installation/EquipmentForms/-3',
      refresh: [['equipmentForms', 5, 'one', -3]],
      readKey: ['equipmentForms', 5, 'one', -3],
    });
    const photo = item({
      record: 'equipmentForm:-3',
      path: uploadEquipmentPicture.path,
      payload: {
        parts: [
          { name: 'EquipmentFormId', value: '-3' },
          { name: 'PictureType', value: '-1' },
          { name: 'file', file: new Blob(['x']), fileName: 'a.jpg' },
        ],
      },
      idFields: ['EquipmentFormId'],
    });
    const other = item({ record: 'equipmentForm:8', payload: { json: { equipmentFormId: 8 } } });
    const [s, p, o] = afterSent(create, { id: 41 }, [save, photo, other]);
    expect(s.payload).toEqual({ json: { equipmentFormId: 41, unitNumber: 'P3' } });
    expect(s.record).toBe('equipmentForm:41');
    expect(s.openAt).toBe('/Opportunities/1/5/Installation/EquipmentForms/41');
    expect(s.refresh).toEqual([['equipmentForms', 5, 'one', 41]]);
    expect(s.readKey).toEqual(['equipmentForms', 5, 'one', 41]);
    // The picture section -1 (delivery) is not an id field: it stays.
    expect('parts' in p.payload && p.payload.parts.slice(0, 2)).toEqual([
      { name: 'EquipmentFormId', value: '41' },
      { name: 'PictureType', value: '-1' },
    ]);
    expect(o).toBe(other);
  });

  it('rewrites a device id inside a list of ids', () => {
    const create = item({ record: 'equipmentForm:-2', createsDeviceId: -2 });
    const ticket = item({
      record: 'fieldTicket:7',
      payload: { json: { equipmentForms: [-2, 5], fieldTicketId: 7 } },
      idFields: ['equipmentForms'],
    });
    const [t] = afterSent(create, { id: 30 }, [ticket]);
    expect(t.payload).toEqual({ json: { equipmentForms: [30, 5], fieldTicketId: 7 } });
  });

  it("takes the created id where the create's answer holds it (idAt)", () => {
    const create = item({ record: 'surveyForm:-4', createsDeviceId: -4, idAt: 'data.surveyFormId' });
    const upload = item({
      record: 'surveyForm:-4',
      payload: { parts: [{ name: 'surveyFormId', value: '-4' }] },
      idFields: ['surveyFormId'],
    });
    const [u] = afterSent(create, { success: true, data: { surveyFormId: 52 } }, [upload]);
    expect(u.payload).toEqual({ parts: [{ name: 'surveyFormId', value: '52' }] });
    expect(u.record).toBe('surveyForm:52');
    // An answer without an id there replaces nothing: the later item keeps waiting on the device id.
    expect(afterSent(create, { id: 9 }, [upload])[0]).toBe(upload);
  });

  it('moves an address only at a whole segment', () => {
    expect(rewriteAddress('/a/-3/b', -3, 9)).toBe('/a/9/b');
    expect(rewriteAddress('/a/-31', -3, 9)).toBe('/a/-31');
    expect(rewriteAddress('/a/-3', -3, 9)).toBe('/a/9');
  });
});

describe('queued edits are based on the version the device saw last', () => {
  it('a later edit of the same form is based on the version the earlier one saved', () => {
    const first = item({ record: 'jsa:4', payload: { json: { jsaId: 4, baseVersion: 2 } } });
    const second = item({ record: 'jsa:4', payload: { json: { jsaId: 4, baseVersion: 2 } } });
    const otherForm = item({ record: 'jsa:5', payload: { json: { jsaId: 5, baseVersion: 2 } } });
    const [s, o] = afterSent(first, { id: 4, version: 3 }, [second, otherForm]);
    expect(s.payload).toEqual({ json: { jsaId: 4, baseVersion: 3 } });
    expect(o).toBe(otherForm);
  });

  it('an edit of a form made on the device is based on the version its create answered', () => {
    const create = item({ record: 'jsa:-1', createsDeviceId: -1, payload: { json: { jsaId: 0 } } });
    const edit = item({
      record: 'jsa:-1',
      payload: { json: { jsaId: -1, baseVersion: 1 } },
      idFields: ['jsaId'],
    });
    const [e] = afterSent(create, { id: 12, version: 1 }, [edit]);
    expect(e.payload).toEqual({ json: { jsaId: 12, baseVersion: 1 } });
    expect(e.record).toBe('jsa:12');
  });

  it('a write without a base version gets none', () => {
    const first = item({ record: 'jsa:4' });
    const sign = item({ record: 'jsa:4', payload: { json: { jsaId: 4, name: 'A' } } });
    const [s] = afterSent(first, { id: 4, version: 3 }, [sign]);
    expect(s).toBe(sign);
  });
});

describe('a new save of a form replaces its refused saves', () => {
  it('takes over the create of a form made on the device', () => {
    const refused = item({
      record: 'fieldTicket:-5',
      createsDeviceId: -5,
      state: 'refused',
      payload: { json: { fieldTicketId: 0, date: '' } },
    });
    const otherForm = item({ record: 'fieldTicket:9', state: 'refused', payload: { json: { fieldTicketId: 9 } } });
    const fixed = item({
      record: 'fieldTicket:-5',
      idFields: ['fieldTicketId', 'equipmentForms'],
      payload: { json: { fieldTicketId: -5, date: '2026-11-28', baseVersion: 1, equipmentForms: [-2] } },
    });
    const { replaced, item: next } = replacingRefused(fixed, [refused, otherForm]);
    expect(replaced).toEqual([refused]);
    expect(next.createsDeviceId).toBe(-5);
    expect(next.payload).toEqual({ json: { fieldTicketId: 0, date: '2026-11-28', equipmentForms: [-2] } });
  });

  it('leaves waiting saves and refused photos alone', () => {
    const waiting = item({ record: 'equipmentForm:3' });
    const photo = item({
      record: 'equipmentForm:3',
      state: 'refused',
      path: uploadEquipmentPicture.path,
      payload: { parts: [{ name: 'EquipmentFormId', value: '3' }] },
    });
    const save = item({ record: 'equipmentForm:3', payload: { json: { equipmentFormId: 3 } } });
    expect(replacingRefused(save, [waiting, photo])).toEqual({ replaced: [], item: save });
  });
});
