import { Route, Routes } from 'react-router';
import TimesheetEntryScreen from './TimesheetEntryScreen.tsx';
import TimesheetListScreen from './TimesheetListScreen.tsx';
import TimesheetScreen from './TimesheetScreen.tsx';

/** /Timesheets: the day list, a timesheet's summary, and the entry form (spec 3 §2.16). */
export default function TimesheetsArea() {
  return (
    <Routes>
      <Route index element={<TimesheetListScreen />} />
      <Route path="EditTimesheet/:tsId" element={<TimesheetScreen />} />
      <Route path="EditTimesheetEntry/:tseId" element={<TimesheetEntryScreen />} />
    </Routes>
  );
}
