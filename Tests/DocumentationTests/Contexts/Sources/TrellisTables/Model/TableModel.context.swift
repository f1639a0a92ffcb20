// include: Shared/Produce.swift
