CREATE TABLE t (id int PRIMARY KEY, "Name" text, name text);
SELECT * FROM t WHERE id = ?;
