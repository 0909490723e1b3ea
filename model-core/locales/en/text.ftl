# How texts are put together: lists, labels, places in a file.

text-separator-semicolon = {"; "}
text-separator-comma = {", "}
# Between the alternatives of a short list (`a or b`).
text-separator-or = {" or "}
# Between the names of a short list read as one in Chinese too (`hotel and guest`).
text-separator-and-word = {" and "}
text-separator-and = {" and "}
# A subject and what is said about it (`Q1: …`).
text-labelled = { $subject }: { $what }
# A place in a file.
text-at = line { $line }, column { $column }: { $what }

# The language's own name, in its own script (the Language menu shows it in every language).
language-name = English
