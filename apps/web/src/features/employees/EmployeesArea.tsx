import { Route, Routes } from 'react-router';
import EmployeeEditScreen from './EmployeeEditScreen.tsx';
import EmployeeListScreen from './EmployeeListScreen.tsx';

/** /Employees: the list; /Employees/new and /Employees/{id}: the edit form (spec 3 §2.15). */
export default function EmployeesArea() {
  return (
    <Routes>
      <Route index element={<EmployeeListScreen />} />
      <Route path=":id" element={<EmployeeEditScreen />} />
    </Routes>
  );
}
