// The field screens a crew opens on a phone, as addresses of the demo data: the Installation forms list
// of the demo's frac wall job, its Light Tower equipment form, a new field ticket and a new JSA under it,
// its survey form, and a new timesheet entry. The ids differ from one database to the next, so they are
// looked up through the API with the signed-in token.

/** The demo job whose Installation stage holds an equipment form, field tickets, JSAs and a survey form. */
const FIELD_JOB = 'Sandoval 3-9 Completion – frac wall';

async function api(base, token, method, path, body) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The six field screens' names and paths (bench/lighthouse.mjs audits them signed in). */
export async function fieldScreens(base, token) {
  const jobs = await api(base, token, 'POST', '/Job/SearchJobs', { jobName: FIELD_JOB });
  const job = jobs.data.find((j) => j.jobName === FIELD_JOB);
  if (!job) throw new Error(`no demo job named ${FIELD_JOB}`);
  const stage = `/Opportunities/${job.opportunityId}/${job.jobId}/Installation`;
  const forms = await api(base, token, 'GET', `/JobForm/EquipmentFormList?jobId=${job.jobId}`);
  const surveys = await api(base, token, 'POST', '/SurveyForm/GetSurveyFormList', { id: job.jobId });
  const form = forms.data[0];
  const survey = surveys.data[0];
  if (!form || !survey) throw new Error(`${FIELD_JOB} has no equipment form or survey form`);
  return [
    { name: 'Field: Installation forms', path: stage, signedIn: true },
    { name: 'Field: equipment form', path: `${stage}/EquipmentForms/${form.equipmentFormId}`, signedIn: true },
    { name: 'Field: field ticket', path: `${stage}/FieldTickets/new`, signedIn: true },
    { name: 'Field: JSA', path: `${stage}/JSA/new`, signedIn: true },
    { name: 'Field: survey form', path: `${stage}/SurveyForms/${survey.surveyFormId}`, signedIn: true },
    { name: 'Field: timesheet entry', path: '/Timesheets/EditTimesheetEntry/new', signedIn: true },
  ];
}
