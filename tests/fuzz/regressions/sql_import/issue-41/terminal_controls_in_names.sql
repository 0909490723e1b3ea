CREATE TABLE "t]0;owned" (id int PRIMARY KEY, "c[2J" text);
COMMENT ON TABLE "t]0;owned" IS 'x[8m';
