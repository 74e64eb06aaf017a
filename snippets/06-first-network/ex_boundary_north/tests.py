def test_line_through_the_centre():
    # b = 0: রেখা মানচিত্রের মাঝখান (পূর্বে 6, উত্তরে 5 কিমি) দিয়ে যায়
    expect("boundary_north([1.0, 1.0], 0.0, 6.0)", boundary_north([1.0, 1.0], 0.0, 6.0), 5.0, tol=1e-9)


def test_by_hand():
    # পূর্বে 9 কিমি: x1 = 1; 2·1 − x2 + 0.5 = 0, তাই x2 = 2.5; উত্তর 5 + 3·2.5 = 12.5 কিমি
    expect("boundary_north([2.0, -1.0], 0.5, 9.0)", boundary_north([2.0, -1.0], 0.5, 9.0), 12.5, tol=1e-9)


def test_point_is_on_the_line():
    w, b = [-1.2, 0.8], 0.3
    for east in (0.0, 4.0, 8.0):
        north = boundary_north(w, b, east)
        x1, x2 = (east - 6) / 3, (north - 5) / 3
        z = w[0] * x1 + w[1] * x2 + b
        assert abs(z) < 1e-9, f"পূর্বে {east} কিমিতে উত্তর {north} কিমি দিল; সেখানে w·x + b = {z}, হওয়ার কথা 0"
