# mars h prints the help (the program is not used).
