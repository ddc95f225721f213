/** Home dashboard and its job lists (server and screen texts). */
export const dashboardMessages = {
  invalidJobStep: 'Please select a valid job stage.',
  invalidOpportunity: 'Please select a valid opportunity.',
  tooManyWidgets: (max: number) => `A dashboard holds at most ${max} widgets.`,
  widgetNotFound: 'Widget not found.',
  widgetNotJobList: 'This widget does not list jobs.',
  widgetAdded: 'Widget added.',
  dashboardSaved: 'Dashboard saved.',
  dashboardEmpty: 'Your dashboard has no widgets yet.',
  dashboardEmptyInvite: 'Choose Edit Dashboard to add a job list.',
  noJobsToDisplay: 'No Jobs to Display',
} as const;
