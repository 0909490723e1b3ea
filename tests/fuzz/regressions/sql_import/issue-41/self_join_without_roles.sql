CREATE TABLE employee (id int PRIMARY KEY, name text, manager_id int REFERENCES employee(id));
SELECT e.name FROM employee e JOIN employee m ON e.manager_id = m.id WHERE m.id = ?;
