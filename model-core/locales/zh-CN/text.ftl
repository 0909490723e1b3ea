# How texts are put together: lists, labels, places in a file.

text-separator-semicolon = ；
text-separator-comma = 、
# Between the alternatives of a short list (`a or b`).
text-separator-or = {" 或 "}
# Between the names of a short list read as one in Chinese too (`hotel and guest`).
text-separator-and-word = 和
text-separator-and = 、
# A subject and what is said about it (`Q1: …`).
text-labelled = { $subject }：{ $what }
# A place in a file.
text-at = 第 { $line } 行，第 { $column } 列：{ $what }

# The language's own name, in its own script (the Language menu shows it in every language).
language-name = 简体中文
