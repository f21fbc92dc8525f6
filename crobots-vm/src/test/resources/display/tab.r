main()
{
	int a;
	while (1) {
		a = 1 2;
	}
}
