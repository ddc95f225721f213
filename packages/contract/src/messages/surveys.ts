/** Survey forms: the form, its meter measurements, attachments and site map (document 3 §2.12, §5, §8). */
export const surveysMessages = {
  // Spec §5 and §8, verbatim
  deploymentDateNotSet: 'Deployment date not set.',
  retrievalDateNotSet: 'Retrieval date not set.',
  confirmDeleteSurveyForm: 'This will permenantly delete this form from the system. Please confirm.',
  surveyAttachmentSaved: 'Attachment Data Saved',
  surveyUploadComplete: 'Upload Complete',

  // The server's own texts
  surveyFormNotFound: 'This survey form does not exist.',
  surveyFormCreated: 'Survey form created.',
  surveyFormSaved: 'Survey form saved.',
  surveyFormDeleted: 'Survey form deleted.',
  surveyJobCanceled: 'This job is canceled.',
  surveyTopForbidden: 'You may not change the client, site or survey information of this form.',
  surveyBottomForbidden: 'You may not change the meters, notes or map of this form.',
  surveyOctaveExclusive: 'Please choose either full octave or third octave, not both.',
  surveyAudioExclusive: 'Please choose either full audio or triggered audio, not both.',
  surveyDurationUnknown: 'Please choose a duration from the list.',
  surveyTypeUnknown: 'Please choose a survey type from the list.',
  surveyDurationOtherRequired: 'Please describe the duration.',
  surveyTypeOtherRequired: 'Please describe the survey type.',
  surveyLatitudeRange: 'The latitude must be between -90 and 90.',
  surveyLongitudeRange: 'The longitude must be between -180 and 180.',
  surveyEmailInvalid: 'Please enter a valid e-mail address.',
  surveyDateInvalid: 'Please enter a valid date.',
  surveyClientKeyInvalid: 'Please send a valid request key.',
  noSurveyForms: 'No survey forms have been created for this job.',

  // Measurements
  surveyMeasurementNotFound: 'This measurement does not exist.',
  surveyMeasurementSaved: 'Measurement saved.',
  surveyMeterRequired: 'Please select a meter.',
  surveyMeterUnknown: 'This meter is not in the inventory, or is not a meter.',
  surveyMeterUnavailable: 'This meter is decommissioned or on repair.',
  surveyMeterTaken: 'This meter is already on another measurement of this form.',
  surveyUnusedReasonRequired: 'Please enter the reason this meter was not used.',
  surveyRetrievalBeforeDeployment: 'The retrieval date must be on or after the deployment date.',
  surveyHeightRange: 'The height must be between 0 and 10000.',
  surveyLocationRange: 'The map position must lie on the 800 x 500 map.',
  surveyCalibrationLapses: (serial: string, due: string) =>
    `The calibration of meter ${serial} is due on ${due}, before the planned retrieval. Please confirm to use it anyway.`,
  surveyCalibrationUnknown: (serial: string) =>
    `Meter ${serial} has no calibration date on record. Please confirm to use it anyway.`,
  noSurveyMeasurements: 'No meters have been added to this form.',
  surveyNoFreeMeters:
    'No meter is free for this survey. Meters are inventory assets of the type Meter, added under Inventory, Assets (their meter type first, under Meter Types).',

  // Attachments
  surveyAttachmentNotFound: 'This attachment does not exist.',
  surveyAttachmentDeleted: 'Attachment deleted.',
  surveyAttachmentCategoryUnknown: 'Please choose a category from the list.',
  noSurveyAttachments: 'No attachments have been uploaded.',

  // Map
  surveyMapImagesOnly: 'The map must be an image (JPEG, PNG, WebP or GIF).',
  surveyMapSaved: 'Map saved.',
  surveyMapDeleted: 'Map deleted.',
  surveyMapNone: 'No map has been uploaded for this form.',
  surveyMapLoaded: 'Map loaded.',
  surveyMapFileMismatch: 'FileId and id must name the same survey form.',

  // The survey report (its PDF and e-mail)
  surveyReportEmailed: (to: string) => `The survey report was sent to ${to}.`,
  surveyReportNoMeters: 'No meters have been added to this survey.',
  surveyReportMapNotPlaced: 'Not placed on the map',
} as const;
